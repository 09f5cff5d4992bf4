import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TimelineStep } from '../../client-sessions/session-timeline';
import { StatusBadge, standingClasses, stepStanding } from '../status-badge';
import '../../styles/session-steps.scss';

/** Each step's own picture, drawn in the marker on the timeline's line. */
const stepIcons: Record<TimelineStep['key'], ReactNode> = {
  // A letter.
  request: (
    <>
      <rect x="2.5" y="4" width="15" height="12" rx="1.5" />
      <path d="M3 5l7 6 7-6" />
    </>
  ),
  // A calendar.
  scheduled: (
    <>
      <rect x="3" y="4.5" width="14" height="12.5" rx="1.5" />
      <path d="M3 8.5h14M7 2.5v4M13 2.5v4" />
    </>
  ),
  // A pen on a line.
  contract: (
    <>
      <path d="M12.5 3.5l4 4-8 8H4.5v-4z" />
      <path d="M3 18h14" />
    </>
  ),
  // A list on a clipboard.
  questionnaire: (
    <>
      <rect x="4" y="3.5" width="12" height="14" rx="1.5" />
      <path d="M7.5 8h5M7.5 11h5M7.5 14h3" />
    </>
  ),
  // A receipt.
  invoice: (
    <>
      <path d="M5 2.5h10v15l-2.5-1.5-2.5 1.5-2.5-1.5L5 17.5z" />
      <path d="M8 7h4M8 10h4M8 13h2" />
    </>
  ),
  // A picture.
  gallery: (
    <>
      <rect x="2.5" y="4" width="15" height="12" rx="1.5" />
      <path d="M2.5 13.5l4-4 3.5 3.5 2.5-2.5 5 4.5" />
      <circle cx="13" cy="7.5" r="1.25" />
    </>
  ),
};

function StepIcon({ step }: { step: TimelineStep }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {stepIcons[step.key]}
    </svg>
  );
}

/**
 * A session's steps as a timeline (PRODUCT §16): each step's picture on the line, coloured by where
 * it stands, its title, its state in a badge and the link that does it. The first step that is
 * the client's turn is the next thing to do: it stands out (the warm accent) and its link is the
 * page's one filled button.
 */
export function SessionSteps({
  steps,
  linkTo,
}: {
  steps: TimelineStep[];
  /** Where a step's link goes. */
  linkTo: (action: NonNullable<TimelineStep['action']>) => string;
}) {
  const next = steps.find((step) => step.state === 'your-turn');
  return (
    <ol className="timeline" aria-label="Steps of your session">
      {steps.map((step) => {
        const standing = stepStanding(step.state, step.key === 'invoice' && step.overdue === true);
        const isNext = step === next;
        return (
          <li key={step.key} className={`timeline-step${isNext ? ' timeline-step-next' : ''}`}>
            <span className={`timeline-marker ${standingClasses[standing]}`}>
              <StepIcon step={step} />
            </span>
            <div className="timeline-body">
              <div className="timeline-text">
                <span className="fw-semibold">{step.title}</span>{' '}
                <StatusBadge standing={standing}>{step.status}</StatusBadge>
                {isNext ? <span className="visually-hidden"> (next to do)</span> : null}
              </div>
              {step.action ? (
                <Link
                  className={`btn btn-sm ${isNext ? 'btn-primary' : 'btn-outline-primary'}`}
                  to={linkTo(step.action)}
                >
                  {step.action.label}
                </Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
