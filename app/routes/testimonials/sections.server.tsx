import { BeforeAfter } from './before-after'
import { CommunityTiles, PressMentions } from './community'
import { FeaturedStories } from './featured-stories'
import { PhotoGallery } from './photo-gallery'
import { ReviewFaqs } from './review-faqs'
import { SkepticStories } from './skeptic-stories'
import { StatsGrid } from './stats-grid'
import { TestimonialsHero } from './testimonials-hero'
import { PageHeader } from '~/components/page-header'
import { pageHeading, pages } from '~/content/pages'
import { sectionCopy as copy, survey } from '~/content/testimonials'
import { scenes } from '~/content/testimonials-scenes'
import {
  beforeAfter,
  communityPosts,
  featuredStories,
  galleryPhotos,
  pressMentions,
  reviewFaqs,
  skepticStories,
  videoStories,
} from '~/content/testimonials-stories'
import { VideoStories } from './video-stories'

/**
 * The testimonials page's stories, with nothing to run in the browser, as server-only markup
 * (decision 065): the header, hero and stories above the reviews, and the gallery, questions,
 * community and press between the reviews and the review form. The reviews (filtered in the
 * page) and the form stay React components.
 */
export const testimonialsMarkup = {
  'testimonials-upper': () => (
    <>
      <PageHeader copy={pageHeading(pages.testimonials)}>
        <TestimonialsHero />
      </PageHeader>
      <StatsGrid copy={copy.stats} stats={survey.stats} />
      <FeaturedStories stories={featuredStories} copy={copy.featured} />
      <VideoStories videos={videoStories} scenes={scenes} copy={copy.videos} />
      <SkepticStories stories={skepticStories} copy={copy.skeptics} />
      <BeforeAfter cards={beforeAfter} copy={copy.beforeAfter} />
    </>
  ),
  'testimonials-lower': () => (
    <>
      <PhotoGallery photos={galleryPhotos} scenes={scenes} copy={copy.gallery} />
      <ReviewFaqs faqs={reviewFaqs} copy={copy.faqs} />
      <CommunityTiles posts={communityPosts} scenes={scenes} copy={copy.instagram} />
      <PressMentions mentions={pressMentions} copy={copy.press} />
    </>
  ),
}
