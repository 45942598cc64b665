import { z } from 'zod';
import { POSTER_SIZES, type PosterSize } from '../domain/poster';

export const posterQuerySchema = z.strictObject({
  size: z.enum(Object.keys(POSTER_SIZES) as [PosterSize, ...PosterSize[]], /*i18n*/ 'Please choose A4 or US Letter').default('a4'),
});
