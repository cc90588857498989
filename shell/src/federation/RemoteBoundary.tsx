import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (retry: () => void, error: Error) => ReactNode;
  onRetry: () => void;
  /** Told of each error caught (to report the remote's failure). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote (load or render error) inside its own region of the page. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    this.props.onError?.(error);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return this.props.fallback(this.retry, this.state.error);
    return this.props.children;
  }
}
