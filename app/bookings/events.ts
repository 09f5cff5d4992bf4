/** A calendar event as the public sees it: no email, phone or message (PRODUCT §10). */
export interface PublicEvent {
  id: number;
  title: string;
  /** yyyy-MM-dd */
  start: string;
  /** The client's first name only. */
  name: string;
  session: string;
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
