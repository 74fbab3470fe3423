import { useNavigation } from 'react-router';
import classes from './NavigationProgress.module.css';

/**
 * A thin bar across the top while the router fetches the next screen's code: the current screen
 * stays up meanwhile, so a slow network shows progress rather than a page that seems to ignore
 * the click.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return <div className={classes.bar} role="progressbar" aria-label="Loading the next screen" />;
}
