import { Badge } from 'react-bootstrap';
import { type BookingStage, stageLabels } from '../../stages/booking-stage';
import '../../styles/bootstrap/badge.scss';

/**
 * A booking's stage as a badge (decision 061): what needs the admin stands out (New in yellow,
 * Lost in red, Booked in green); the words carry the meaning, the colour only helps the eye.
 */
const looks: Record<BookingStage, { bg: string; text?: 'dark' }> = {
  new: { bg: 'warning', text: 'dark' },
  contacted: { bg: 'info', text: 'dark' },
  'proposal-sent': { bg: 'primary' },
  booked: { bg: 'success' },
  shot: { bg: 'secondary' },
  delivered: { bg: 'dark' },
  cancelled: { bg: 'light', text: 'dark' },
  lost: { bg: 'danger' },
};

export function StageBadge({ stage }: { stage: BookingStage }) {
  const look = looks[stage];
  return (
    <Badge bg={look.bg} text={look.text} className={stage === 'cancelled' ? 'border' : undefined}>
      {stageLabels[stage]}
    </Badge>
  );
}
