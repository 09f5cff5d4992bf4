import type { ArtworkName } from './artwork';

/** PRODUCT §2 Team: one of the five fixed team members. */
export interface TeamMember {
  name: string;
  position: string;
  image: ArtworkName;
  alt: string;
  bio: string;
}

export const teamMembers: TeamMember[] = [
  {
    name: 'Hannah Brooks',
    position: 'Owner & Lead Photographer',
    image: 'team1',
    alt: "Illustration standing in for Hannah's photo: a horse's head in profile, drawn as a portrait",
    bio:
      'Hannah founded Sierra Equine Photography after years of photographing horses across Northern ' +
      'California. She leads every portrait and fine art session and has a knack for coaxing a relaxed, ' +
      'curious expression from even the most camera-shy horse.',
  },
  {
    name: 'Marcus Delgado',
    position: 'Second Shooter',
    image: 'team2',
    alt: "Illustration standing in for Marcus's photo: rolling hills and a wooden paddock fence",
    bio:
      'Marcus grew up roping on his family ranch near Stockton and knows exactly where the action will be ' +
      'in a rodeo arena. He covers events alongside Hannah, catching the moments that happen on the far ' +
      'side of the ring.',
  },
  {
    name: 'Emily Chen',
    position: 'Retoucher & Photo Editor',
    image: 'team3',
    alt: "Illustration standing in for Emily's photo: a horse and rider silhouetted against a sunset",
    bio:
      'Emily turns raw files into finished galleries, balancing color and light while keeping every horse ' +
      'looking like itself. A lifelong dressage rider, she has a sharp eye for a clean topline and a soft ' +
      'expression.',
  },
  {
    name: 'Olivia Parker',
    position: 'Client Relations & Booking Coordinator',
    image: 'team4',
    alt: "Illustration standing in for Olivia's photo: a small herd of horses grazing on a meadow",
    bio:
      'Olivia is usually the first voice clients hear, answering questions and planning sessions down to ' +
      'the best time of day for light. She makes sure every booking runs smoothly from the first message ' +
      'to the final print delivery.',
  },
  {
    name: 'Jake Morrison',
    position: 'Horse Handler & Assistant',
    image: 'team5',
    alt: "Illustration standing in for Jake's photo: a horse clearing a jump in a show arena",
    bio:
      'Jake has worked with horses for over fifteen years as a groom and trainer. On set he keeps horses ' +
      'calm, safe and alert, with ears forward, so owners can relax and enjoy their session.',
  },
];
