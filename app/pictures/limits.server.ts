import { getEnv } from '../config/env.server';
import { type PictureLimits, parseResolution } from './picture-rules';

/** The upload limits from configuration (PICTURE_MAX_FILE_MB, PICTURE_MIN/MAX_RESOLUTION). */
export function pictureLimits(): PictureLimits {
  const env = getEnv();
  const minResolution = parseResolution(env.PICTURE_MIN_RESOLUTION);
  const maxResolution = parseResolution(env.PICTURE_MAX_RESOLUTION);
  if (!minResolution || !maxResolution) throw new Error('Invalid configuration: PICTURE_*_RESOLUTION');
  return { maxFileBytes: env.PICTURE_MAX_FILE_MB * 1024 * 1024, minResolution, maxResolution };
}
