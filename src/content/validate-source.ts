/** The names the check had before it grew into `./check`; kept for the callers that use them. */
export {
  runChecks as validateSiteSource,
  formatGithub,
  formatProblem,
  type CheckResult as ValidationResult,
  type LocatedProblem,
} from './check';
