/**
 * Resolves in a later task of the event loop. Awaited at the top level of the startup steps
 * (after-*.ts), it splits the boot chunk's evaluation into tasks: the browser paints and takes
 * input between them instead of being held for the whole chunk (Lighthouse's blocking time).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
