import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  /** The address shown: moving to another one tries its screen afresh. */
  pathname: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  pathname: string;
}

/** Shows RouteError in place of a screen whose code could not load or that failed to render. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, error: undefined, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
