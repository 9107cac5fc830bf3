import { NEWSLETTER_IMAGES, newsletterImageUrl } from '../../core/newsletter/newsletter-image';
import { useShopAddress } from '../app/storefront-context';

/** The image with the discount bubble (spec 2.3): desktop file from 1024 px, tablet file from 767 px, none on phones. */
export const NewsletterMedia = ({ discount, bubbleText, alt }: { discount: string; bubbleText: string; alt: string }) => {
  const { desktop, tablet } = NEWSLETTER_IMAGES;
  const atShop = useShopAddress();
  return (
    <div className="newsletter__media">
      <picture className="newsletter__picture">
        <source
          media={`(min-width: ${desktop.minViewport}px)`}
          srcSet={atShop(newsletterImageUrl(desktop.file))}
          width={desktop.width}
          height={desktop.height}
        />
        <source
          media={`(min-width: ${tablet.minViewport}px)`}
          srcSet={atShop(newsletterImageUrl(tablet.file))}
          width={tablet.width}
          height={tablet.height}
        />
        {/* Lazy and hidden below 767 px, so phones never download it. */}
        <img
          className="newsletter__image"
          src={atShop(newsletterImageUrl(tablet.file))}
          alt={alt}
          width={tablet.width}
          height={tablet.height}
          loading="lazy"
          decoding="async"
        />
      </picture>
      {/* The intro says the same in words, so the bubble is decoration for assistive technology. */}
      <p className="newsletter__bubble" aria-hidden="true">
        <span className="newsletter__bubble-value">{discount}</span>
        <span className="newsletter__bubble-text">{bubbleText}</span>
      </p>
    </div>
  );
};
