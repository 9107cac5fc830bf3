import type { LogoImage } from '../../core/footer/logo-sources';
import { classNames } from '../components/shared/class-names';

/** A logo image with width, height and alt text, so it never shifts the layout; payment logos get their fixed box. */
export const FooterLogo = ({ image }: { image: LogoImage }) => (
  <img
    className={classNames('footer-logo', image.kind && `footer-logo--${image.kind}`)}
    src={image.src}
    alt={image.alt}
    width={image.width}
    height={image.height}
    loading="lazy"
    decoding="async"
  />
);
