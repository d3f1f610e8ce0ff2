import type { Route } from './+types/api.review-photos'
import { reviewPhotoRendition, snapWidth } from '~/features/reviews/photo-rendition.server'

/** A photo of an approved review, resized (`?width=`); any other key is not found. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const width = snapWidth(new URL(request.url).searchParams.get('width'))
  const photo = await reviewPhotoRendition(context.functions, `${params.uid}/${params.file}`, width, request.headers.get('Accept'))
  if (photo.status !== 200) {
    const message = photo.status === 404 ? 'Photo not found' : 'The photo cannot be shown right now; try again in a moment.'
    return new Response(message, { status: photo.status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  }
  // An approved review's photo does not change: browsers and CDNs may keep it for a day.
  return new Response(photo.body, { headers: { 'Content-Type': photo.type, 'Cache-Control': 'public, max-age=86400', Vary: 'Accept' } })
}
