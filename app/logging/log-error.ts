/**
 * The one way a failure reaches the log: one line, `what failed: the error's message`. `what`
 * names the area and the step ("mail: the worker's pass failed"), so a line can be searched for;
 * the message is the error's own, or its text when something else was thrown. Server and
 * browser alike (a client action that never reached the server logs here too).
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function logError(what: string, error: unknown): void {
  console.error(`${what}: ${errorMessage(error)}`);
}
