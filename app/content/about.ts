/** PRODUCT §2 About: the owner's photo and three paragraphs in her own voice. */
export const aboutPhotoAlt =
  "Illustration standing in for the owner's photo: a horse's head in profile against a soft, warm sky";

export const aboutParagraphs: string[] = [
  "Hi, I'm Hannah Brooks, and horses have been the center of my life for as long as I can remember. " +
    'I grew up on a small ranch in the Sierra foothills, where I spent every spare hour in the barn ' +
    'grooming, riding and simply watching our horses move through the pasture. My first pony, a stubborn ' +
    'little mare named Pepper, taught me patience, humility and how much a horse can say without a sound. ' +
    'Those quiet evenings by the fence, watching the light fade over the hills, are where my love for ' +
    'these animals, and for capturing them, truly began.',
  'I picked up my first camera at fourteen and never put it down. After studying photography in college, ' +
    'I spent several years assisting commercial and event photographers across Northern California, ' +
    'learning to work fast in dusty arenas and patiently in quiet studios. In 2015 I founded Sierra Equine ' +
    'Photography near Sacramento so I could bring those two passions together full time. Since then I have ' +
    'photographed backyard companions, national champions, working ranch horses and rodeo athletes, and ' +
    'every session still feels like the privilege it was on day one.',
  'Our team works with one simple rule: the horse comes first. We schedule around feeding and training, ' +
    'move calmly, and give every horse time to settle before we ever lift a camera. We have a dedicated ' +
    'handler on set, so owners can relax and enjoy the session instead of wrangling. Afterwards our editor ' +
    'carefully retouches each image while keeping it honest and true to your horse. From the first call ' +
    'to the final print, we want you to feel looked after, and to end up with photographs you will ' +
    'treasure for years to come.',
];
