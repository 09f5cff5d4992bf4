/** The signed-in user as every page and service sees it: who they are and what they may do. */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  isClient: boolean;
  isAdmin: boolean;
  emailVerified: boolean;
}
