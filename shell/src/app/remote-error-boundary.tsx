import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface RemoteErrorBoundaryProps {
  children: ReactNode;
  onRetry(): void;
}

/** A remote that throws while rendering is contained here; the layout around it keeps working. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A module crashed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
