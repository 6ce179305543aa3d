// An error boundary that renders nothing when its content fails: for extras (the toast area)
// whose failure must never take the whole app down.
import { Component, type ReactNode } from 'react';

export class SemFalhar extends Component<{ children: ReactNode }, { falhou: boolean }> {
  override state = { falhou: false };

  static getDerivedStateFromError() {
    return { falhou: true };
  }

  override render() {
    return this.state.falhou ? null : this.props.children;
  }
}
