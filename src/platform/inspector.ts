import type { ActorRefLike, InspectionEvent, Observer } from 'xstate';
import { isLocalHost, maskSecrets } from './inspect-mask.ts';

/**
 * Whether this host may open the inspector: the developer's own machine or a host the build
 * listed (INSPECT_HOSTS), never a players' site.
 */
export function inspectorAllowed(hostname: string, listedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return isLocalHost(host) || listedHosts.includes(host);
}

/** The inspector window's side: opened by `start`, fed inspection events. */
export interface InspectorSink {
  start(): void;
  inspect: Observer<InspectionEvent>;
}

type ActorCreated = Extract<InspectionEvent, { type: '@xstate.actor' }>;

/**
 * The site's side of the Stately inspector. `inspect` goes to every actor from the start and
 * keeps track of those alive; `open` (a click: browsers block a window opened otherwise) opens
 * the inspector and registers every live actor with its current snapshot, parents first, so an
 * inspector opened after minutes of play shows the whole system, then forwards what follows.
 */
export interface InspectorHandle {
  inspect: Observer<InspectionEvent>;
  open(): void;
}

export function createInspectorHandle(createSink: () => InspectorSink): InspectorHandle {
  // Insertion order is creation order: a parent is always registered before its children.
  const live = new Map<string, ActorCreated>();
  let sink: InspectorSink | null = null;
  const isActive = (actor: ActorRefLike) => {
    try {
      return actor.getSnapshot().status === 'active';
    } catch {
      // An actor still starting (a parent while its children start) has no snapshot yet.
      return true;
    }
  };
  return {
    inspect: {
      next(event) {
        if (event.type === '@xstate.actor') {
          for (const [id, created] of live) if (!isActive(created.actorRef)) live.delete(id);
          live.set(event.actorRef.sessionId, event);
        }
        sink?.inspect.next?.(event);
      },
    },
    open() {
      if (sink) return sink.start();
      sink = createSink();
      sink.start();
      // The inspector reads an actor's snapshot when it is told of it: the current one.
      for (const created of live.values()) {
        if (isActive(created.actorRef)) sink.inspect.next?.(created);
      }
    },
  };
}

/**
 * The inspector handle of an inspector build (dev, or INSPECT=1) on an allowed host, or
 * undefined. Its package is loaded here, ahead of the click that opens it. A normal production
 * build drops this code entirely (the build-time constant is false).
 */
export async function loadInspector(): Promise<InspectorHandle | undefined> {
  if (__INSPECTOR__) {
    if (typeof location === 'undefined') return undefined;
    if (!inspectorAllowed(location.hostname, __INSPECTOR__)) {
      console.info('The Stately inspector opens on localhost or the hosts of INSPECT_HOSTS only.');
      return undefined;
    }
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return createInspectorHandle(() =>
      createBrowserInspector({
        autoStart: false,
        sanitizeEvent: (event) => maskSecrets(event),
        sanitizeContext: (context) => maskSecrets(context),
      }),
    );
  }
  return undefined;
}
