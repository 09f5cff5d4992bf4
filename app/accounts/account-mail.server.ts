import { business } from '../content/business';
import { layOutEmail } from '../mail/email-layout';
import { enqueueMail, type MailQueue } from '../mail/outbox.server';

interface AccountMail {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  linkLabel: string;
  link: string;
  after: string;
}

/** The one link as the email's button (the site's layout); nothing else secret goes into these emails. */
function queue(into: MailQueue, mail: AccountMail) {
  const email = layOutEmail({
    brand: business.name,
    paragraphs: [mail.greeting, ...mail.lines],
    action: { label: mail.linkLabel, url: mail.link },
    closing: [mail.after],
  });
  return enqueueMail(into, { to: mail.to, subject: mail.subject, ...email });
}

/** `minutesLeft`: how long the link still works (a link sent again has less than the hour). */
export function queuePasswordResetEmail(
  into: MailQueue,
  user: { email: string; name: string },
  link: string,
  minutesLeft: number,
) {
  const lifetime = minutesLeft >= 60 ? 'for one hour' : `for ${minutesLeft} more minutes`;
  return queue(into, {
    to: user.email,
    subject: 'Reset your password',
    greeting: `Hello ${user.name},`,
    lines: [`Someone asked to reset the password of your account. The link below works once, ${lifetime}.`],
    linkLabel: 'Reset your password',
    link,
    after: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  });
}

/**
 * A sign-in link (decision 057): the link opens a page whose button signs in, so a mail scanner
 * that opens it spends nothing. `minutesLeft`: a link sent again has less than its 15 minutes.
 */
export function queueSignInLinkEmail(
  into: MailQueue,
  user: { email: string; name: string },
  link: string,
  minutesLeft: number,
) {
  const lifetime = minutesLeft >= 15 ? 'for 15 minutes' : `for ${minutesLeft} more minutes`;
  return queue(into, {
    to: user.email,
    subject: `Your sign-in link for ${business.name}`,
    greeting: `Hello ${user.name},`,
    lines: [
      `Someone asked for a link to sign in to your account at ${business.name}. The link below opens a page with a Sign in button; it works once, ${lifetime}.`,
    ],
    linkLabel: 'Sign in',
    link,
    after: 'If you did not ask for this, you can ignore this email: nobody is signed in without it.',
  });
}

export function queueVerificationEmail(into: MailQueue, user: { email: string; name: string }, link: string) {
  return queue(into, {
    to: user.email,
    subject: 'Verify your email address',
    greeting: `Hello ${user.name},`,
    lines: [
      'Please confirm that this address belongs to you: the link below asks for the password you chose when you signed up. It works once, for 24 hours.',
    ],
    linkLabel: 'Verify your email address',
    link,
    after:
      'If you did not create an account, ignore this email: until the address is verified, that account is shown nothing booked with it.',
  });
}

/**
 * Sign Up with an address that already has an account: the page answers as for a new
 * address, and the owner hears of it here instead, with the way in.
 */
export function queueSignupAttemptEmail(
  into: MailQueue,
  user: { email: string; name: string },
  link: string,
) {
  return queue(into, {
    to: user.email,
    subject: 'Someone tried to sign up with your address',
    greeting: `Hello ${user.name},`,
    lines: [
      'Someone tried to create an account with this email address. You already have one, so no new account was made and nothing was changed.',
      'If it was you, log in with your account. Forgot your password? The login page has a link to choose a new one.',
    ],
    linkLabel: 'Log in',
    link,
    after: 'If it was not you, you can ignore this email.',
  });
}
