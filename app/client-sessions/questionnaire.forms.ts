import * as z from 'zod/mini';
import { optionalText, requiredText } from '../validation/fields';

/**
 * PRODUCT §16 The questionnaire's rules, for the browser and the action (zod/mini, as the other
 * forms of text fields). The horse, the discipline and the barn are what the photographer needs to
 * plan the session, so they are required; the directions and the notes are not.
 */
export const questionnaireLimits = {
  horseName: 100,
  breedAndColour: 100,
  discipline: 100,
  barnAddress: 300,
  directions: 500,
  notes: 1000,
} as const;

export const picturesChoiceMessage = 'Please choose yes or no';

export const questionnaireSchema = z.object({
  horseName: requiredText(
    "Horse's name is required",
    questionnaireLimits.horseName,
    "Horse's name cannot exceed 100 characters",
  ),
  breedAndColour: requiredText(
    'Breed and colour is required',
    questionnaireLimits.breedAndColour,
    'Breed and colour cannot exceed 100 characters',
  ),
  discipline: requiredText(
    'Discipline is required',
    questionnaireLimits.discipline,
    'Discipline cannot exceed 100 characters',
  ),
  barnAddress: requiredText(
    'Barn address is required',
    questionnaireLimits.barnAddress,
    'Barn address cannot exceed 300 characters',
  ),
  directions: optionalText(
    questionnaireLimits.directions,
    'Gate code or directions cannot exceed 500 characters',
  ),
  notes: optionalText(questionnaireLimits.notes, 'Anything we should know cannot exceed 1,000 characters'),
  picturesMayBeShown: z.enum(['yes', 'no'], { error: picturesChoiceMessage }),
});

export type QuestionnaireInput = z.infer<typeof questionnaireSchema>;
