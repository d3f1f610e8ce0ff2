/**
 * Photos of reviews sent through the form, as the shop serves them: `/api/review-photos/<uid>/<n>.<ext>`,
 * resized to one of a few widths (a thumbnail at 1× and 2×, and a large view).
 */
export const REVIEW_PHOTOS_PATH = '/api/review-photos'

/** Widths a photo is served at; any other asked for is snapped up to the next. */
export const reviewPhotoWidths = [160, 320, 1280] as const
export const THUMBNAIL_WIDTH = reviewPhotoWidths[0]
export const LARGE_WIDTH = reviewPhotoWidths[2]

export const reviewPhotoPath = (key: string) => `${REVIEW_PHOTOS_PATH}/${key}`
export const reviewPhotoUrl = (src: string, width: number) => `${src}?width=${width}`
