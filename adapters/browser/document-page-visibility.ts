import type { PageVisibility } from '../../core/session/page-visibility.port';

/** Visibility from document.visibilityState and the visibilitychange event. */
export class DocumentPageVisibility implements PageVisibility {
  constructor(private readonly doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>) {}
  isVisible(): boolean {
    return this.doc.visibilityState !== 'hidden';
  }
  onChange(listener: (visible: boolean) => void): () => void {
    const handler = () => listener(this.isVisible());
    this.doc.addEventListener('visibilitychange', handler);
    return () => this.doc.removeEventListener('visibilitychange', handler);
  }
}
