import { DetailList } from '../detail-list';

/** The saved answers as Booking Info and the client's pages show them. */
export interface QuestionnaireView {
  horseName: string;
  breedAndColour: string;
  discipline: string;
  barnAddress: string;
  directions: string;
  notes: string;
  picturesMayBeShown: boolean;
}

/** PRODUCT §16: the questionnaire's answers, one line per question, in the form's order. */
export function QuestionnaireAnswers({ answers }: { answers: QuestionnaireView }) {
  const rows: [string, string][] = [
    ["Horse's name", answers.horseName],
    ['Breed and colour', answers.breedAndColour],
    ['Discipline', answers.discipline],
    ['Barn address', answers.barnAddress],
    ['Gate code or directions', answers.directions || 'None given'],
    ['Anything we should know', answers.notes || 'Nothing'],
    ['Pictures may be shown on the website and social media', answers.picturesMayBeShown ? 'yes' : 'no'],
  ];
  return <DetailList rows={rows} />;
}
