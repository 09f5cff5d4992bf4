/**
 * The largest drawn signature, in pixels (decision 046): the drawing area's canvas stays within it
 * on any screen (signature-pad-field.tsx), and the server decodes no PNG with more pixels than it
 * holds, so a PNG that claims to be 60000 by 60000 is refused before any of it is decoded.
 */
export const signatureMaxSize = { width: 1500, height: 500 } as const;
