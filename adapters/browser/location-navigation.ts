import type { Navigation } from '../../core/shared/navigation.port';

/** Navigation through window.location. */
export class LocationNavigation implements Navigation {
  constructor(private readonly location: Location) {}
  assign(url: string): void {
    this.location.assign(url);
  }
  reload(): void {
    this.location.reload();
  }
}
