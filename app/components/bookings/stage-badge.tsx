import { type BookingStage, stageLabels } from '../../stages/booking-stage';
import { type Standing, StatusBadge } from '../status-badge';

/**
 * A booking's stage as a badge (decision 061), in the one colour each standing has everywhere
 * (decision 058): still to be won is waiting, won and after is done, ended is cancelled; the
 * words carry the stage, the colour only helps the eye.
 */
const standings: Record<BookingStage, Standing> = {
  new: 'waiting',
  contacted: 'waiting',
  'proposal-sent': 'waiting',
  booked: 'done',
  shot: 'done',
  delivered: 'done',
  cancelled: 'cancelled',
  lost: 'cancelled',
};

export function StageBadge({ stage }: { stage: BookingStage }) {
  return <StatusBadge standing={standings[stage]}>{stageLabels[stage]}</StatusBadge>;
}
