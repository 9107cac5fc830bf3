import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

interface AreaBoundaryProps {
  /** Names the area in the log line, e.g. "footer". */
  readonly area: string;
  /** Reports a render error of the area (the app's logger). */
  readonly onError?: (area: string, error: unknown) => void;
  readonly children: ReactNode;
}

/**
 * One page area (header, main, footer) whose render error stays inside it: the rest of the page still renders.
 * On the server an error inside the Suspense boundary leaves the area to the client; in the browser the error
 * boundary renders nothing in its place and logs.
 */
export class AreaBoundary extends Component<AreaBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(this.props.area, { error, stack: info.componentStack });
  }
  override render(): ReactNode {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
