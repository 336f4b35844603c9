import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children when they fail; receives a retry function. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a failure in one part of the page (a lesson chunk that did not load) from blanking the page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}
