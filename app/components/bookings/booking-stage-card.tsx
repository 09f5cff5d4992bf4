import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import BsForm from 'react-bootstrap/Form';
import { Form, useNavigation } from 'react-router';
import { lostReasonLabels, lostReasons } from '../../bookings/lost-reasons';
import { type BookingStage, canMarkLost, stageLabels } from '../../stages/booking-stage';
import { ResettingForm } from '../resetting-form';
import { StageBadge } from './stage-badge';

/** A step of the stage's history as the page gets it (app/stages/stage-timeline.server.ts). */
export interface StageStepView {
  stage: BookingStage;
  when: string | null;
  detail?: string;
}

/**
 * Booking Info's Stage (PRODUCT §2, decision 061): where the booking stands, each stage it reached
 * with when, and the one stage set by hand: Mark as lost with its reason, or Reopen a lost one.
 */
export function BookingStageCard({ stage, steps }: { stage: BookingStage; steps: StageStepView[] }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Card className="mt-4">
      <Card.Header as="h2" className="h5">
        Stage: <StageBadge stage={stage} />
      </Card.Header>
      <Card.Body>
        <ol className="mb-3" aria-label="Stage history">
          {steps.map((step) => (
            <li key={step.stage}>
              {stageLabels[step.stage]}
              {step.detail ? ` (${step.detail})` : ''} — {step.when ?? 'date not kept'}
            </li>
          ))}
        </ol>
        {canMarkLost(stage) ? (
          <ResettingForm method="post" className="row g-2 align-items-end">
            <input type="hidden" name="intent" value="mark-lost" />
            <div className="col-auto">
              <BsForm.Label htmlFor="lost-reason">Reason</BsForm.Label>
              <BsForm.Select id="lost-reason" name="reason" defaultValue="" required>
                <option value="" disabled>
                  Choose a reason
                </option>
                {lostReasons.map((reason) => (
                  <option key={reason} value={reason}>
                    {lostReasonLabels[reason]}
                  </option>
                ))}
              </BsForm.Select>
            </div>
            <div className="col-auto">
              <Button type="submit" variant="outline-danger" disabled={busy}>
                Mark as lost
              </Button>
            </div>
          </ResettingForm>
        ) : null}
        {stage === 'lost' ? (
          <Form method="post">
            <Button type="submit" name="intent" value="reopen" variant="outline-secondary" disabled={busy}>
              Reopen
            </Button>
          </Form>
        ) : null}
      </Card.Body>
    </Card>
  );
}
