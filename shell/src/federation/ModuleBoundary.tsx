import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ModuleErrorCard } from './ModuleErrorCard.js';

interface Props {
  moduleId: string;
  titleKey: string;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** An error inside a module's page stays in the module's area. */
export class ModuleBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[module ${this.props.moduleId}]`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <ModuleErrorCard moduleId={this.props.moduleId} titleKey={this.props.titleKey} error={this.state.error.message} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
