/** The state a closed game's page leaves the lobby with: the game page it came from. */
export interface ReturnState {
  returnedFrom: string;
}

/** The game page a navigation came back from, if it did. */
export const returnedFromOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'returnedFrom' in state
    ? String((state as ReturnState).returnedFrom)
    : null;

/** Where the maintenance page sends the visitor back to. */
export interface MaintenanceReturnState {
  from: string;
}
