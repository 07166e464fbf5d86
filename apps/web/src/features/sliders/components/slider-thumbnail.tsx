import type { StoredFile } from '@backoffice/contract';
import { FileThumbnail } from '../../../shared/form/file-thumbnail';

/**
 * REQ-SLIDER-1: the list's slide thumbnail is 64 px high by 96 px wide (`thumbUrl`); one that fails
 * to load is a placeholder icon with an error tooltip.
 */
export function SliderThumbnail({ image, alt }: { image: StoredFile; alt: string }) {
  return <FileThumbnail file={image} alt={alt} width={96} height={64} />;
}
