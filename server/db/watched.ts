import type { Db } from './driver.ts';

/**
 * A value read from the database that a NOTIFY on `channel` announces every change of
 * (migration 013): where the database can tell (the embedded one), it is read once and held
 * until the next change, so the calls that need it on every request (the maintenance flag, the
 * catalogue's version) make no query; elsewhere, and inside a transaction, it is read each time.
 */
export function watched<T>(channel: string, read: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const readers = new WeakMap<Db, () => Promise<T>>();
  return (db) => {
    let reader = readers.get(db);
    if (!reader)
      readers.set(
        db,
        (reader = db.onChange ? heldUntilChanged(db, channel, read) : () => read(db)),
      );
    return reader();
  };
}

function heldUntilChanged<T>(db: Db, channel: string, read: (db: Db) => Promise<T>) {
  let held: Promise<T> | undefined;
  // Nothing is held before the listener is in place: a change before then would go unseen.
  const listening = db.onChange!(channel, () => (held = undefined));
  return async () => {
    await listening;
    if (held) return held;
    const reading = read(db);
    held = reading;
    // A failed read is not kept; a change during the read has dropped it already.
    reading.catch(() => {
      if (held === reading) held = undefined;
    });
    return reading;
  };
}
