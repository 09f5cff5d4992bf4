import type { ArtworkName } from './artwork';

/** PRODUCT §2 Client Stories: one of the nine static story cards. */
export interface ClientStory {
  name: string;
  about: string;
  image: ArtworkName;
  alt: string;
}

export const clientStories: ClientStory[] = [
  {
    name: 'Maria & Dakota',
    about:
      'Maria had owned Dakota, her paint gelding, for eighteen years and wanted to celebrate their time ' +
      'together. Hannah photographed them on the hills behind their barn, and the prints now hang in ' +
      "Maria's living room.",
    image: 'story1',
    alt: 'Illustration of green rolling hills with a wooden fence line under an open sky',
  },
  {
    name: 'The Alvarez Family & Rosie',
    about:
      'Rosie is the family pony who taught all three Alvarez kids to ride. "Hannah was so patient with ' +
      'the children and with Rosie," says their mom. "The portraits captured her sweet, sleepy face ' +
      'perfectly."',
    image: 'story2',
    alt: "Illustration of a horse's head in profile, drawn as a close portrait",
  },
  {
    name: 'Jenna & Blue',
    about:
      'Jenna booked a golden-hour session with her Appaloosa, Blue, before leaving for college. "I cried ' +
      'when I saw the gallery," she says. "Every time I miss him, I have those sunset photos."',
    image: 'story3',
    alt: 'Illustration of a rider on horseback silhouetted against an orange sunset',
  },
  {
    name: 'Whitfield Ranch',
    about:
      'The Whitfields breed quarter horses outside Elk Grove and needed photos of their herd for a new ' +
      'website. The team spent a relaxed morning in the pasture and delivered images the ranch still ' +
      'uses in every sale listing.',
    image: 'story4',
    alt: 'Illustration of a herd of horses grazing together on a meadow',
  },
  {
    name: 'Tyler & Maverick',
    about:
      'Tyler and his jumper Maverick had their best round ever at the Spring Horse Show in Sacramento. ' +
      '"Hannah caught the exact moment we cleared the last oxer," he says. "That photo is my favorite ' +
      'thing I own."',
    image: 'story5',
    alt: 'Illustration of a horse jumping a fence in a show arena',
  },
  {
    name: 'Sarah & Juniper',
    about:
      'Sarah wanted something different for her holiday cards, so she booked a winter session up near ' +
      'Truckee with her mare Juniper. Friends still ask where she found such a magical snowy backdrop.',
    image: 'story6',
    alt: 'Illustration of a horse standing in a snow-covered winter landscape',
  },
  {
    name: 'Grace & Willow',
    about:
      'Grace adopted Willow from a rescue when the mare was thin and frightened. A year later, she asked ' +
      'Hannah to document how far they had come, and the photos now help the rescue find homes for other ' +
      'horses.',
    image: 'story7',
    alt: 'Illustration of a peaceful pasture with hills and a fence under a clear sky',
  },
  {
    name: 'Daniel & Cash',
    about:
      'Daniel ropes with his gelding Cash on the Northern California rodeo circuit. "Marcus and Hannah ' +
      'were right there in the dust with us," he says. "The action shots look like they belong in a ' +
      'magazine."',
    image: 'story8',
    alt: 'Illustration of a horse and rider outlined against a warm evening sky',
  },
  {
    name: 'Linda & Duke',
    about:
      "Duke, a gentle thirty-year-old Morgan, had been part of Linda's life since she was a teenager. " +
      'She booked a quiet portrait session in his favorite paddock, and says it is the best gift she ever ' +
      'gave herself.',
    image: 'story9',
    alt: "Illustration of a horse's head in profile, drawn as a soft portrait",
  },
];
