import { describe, expect, it } from 'vitest';
import { questionnaireSchema } from './questionnaire.forms';

const valid = {
  horseName: 'Daisy',
  breedAndColour: 'Quarter Horse, bay',
  discipline: 'Western pleasure',
  barnAddress: '12 Ranch Road, Carson City, NV',
  picturesMayBeShown: 'yes',
};

function messages(input: Record<string, unknown>): Record<string, string | undefined> {
  const result = questionnaireSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('questionnaire rules (PRODUCT §16)', () => {
  it('accepts the required answers alone, the directions and notes being optional', () => {
    expect(questionnaireSchema.safeParse(valid).success).toBe(true);
  });

  it('says which required answer is missing, a field of spaces counting as empty', () => {
    expect(messages({ picturesMayBeShown: 'no', horseName: '   ' })).toEqual({
      horseName: "Horse's name is required",
      breedAndColour: 'Breed and colour is required',
      discipline: 'Discipline is required',
      barnAddress: 'Barn address is required',
    });
  });

  it('asks for a yes or a no about showing the pictures', () => {
    expect(messages({ ...valid, picturesMayBeShown: undefined })).toEqual({
      picturesMayBeShown: 'Please choose yes or no',
    });
    expect(messages({ ...valid, picturesMayBeShown: 'maybe' })).toEqual({
      picturesMayBeShown: 'Please choose yes or no',
    });
  });

  it('takes up to 1,000 characters of notes and says so beyond', () => {
    expect(questionnaireSchema.safeParse({ ...valid, notes: 'n'.repeat(1000) }).success).toBe(true);
    expect(messages({ ...valid, notes: 'n'.repeat(1001) })).toEqual({
      notes: 'Anything we should know cannot exceed 1,000 characters',
    });
  });

  it('limits every other answer with a message naming it', () => {
    expect(
      messages({
        ...valid,
        horseName: 'h'.repeat(101),
        breedAndColour: 'b'.repeat(101),
        discipline: 'd'.repeat(101),
        barnAddress: 'a'.repeat(301),
        directions: 'g'.repeat(501),
      }),
    ).toEqual({
      horseName: "Horse's name cannot exceed 100 characters",
      breedAndColour: 'Breed and colour cannot exceed 100 characters',
      discipline: 'Discipline cannot exceed 100 characters',
      barnAddress: 'Barn address cannot exceed 300 characters',
      directions: 'Gate code or directions cannot exceed 500 characters',
    });
  });
});
