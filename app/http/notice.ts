/**
 * What every button-style action answers (see intent-action.server.ts), shown by <ActionNotice>:
 * a success or an error message, or nothing.
 */
export interface Notice {
  ok: boolean;
  message: string | null;
}

/** The one answer to a post no button of the site sends (a missing or unknown intent, a bad id). */
export const notUnderstoodMessage = 'That request was not understood.';
