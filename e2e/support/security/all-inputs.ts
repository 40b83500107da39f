import { accessControlInputs } from './access-control-inputs';
import { authenticationInputs } from './authentication-inputs';
import { dataExposureInputs } from './data-exposure-inputs';
import { CATEGORIES, type Category, type HostileInput } from './hostile-input';
import { injectionInputs } from './injection-inputs';
import { inputValidationInputs } from './input-validation-inputs';
import { misconfigurationInputs } from './misconfiguration-inputs';
import { rateLimitInputs } from './rate-limit-inputs';
import { xssInputs } from './xss-inputs';

/** Every hostile input the security suite sends, one row each. */
const hostileInputs: readonly HostileInput[] = [
  ...injectionInputs,
  ...authenticationInputs,
  ...accessControlInputs,
  ...xssInputs,
  ...inputValidationInputs,
  ...misconfigurationInputs,
  ...rateLimitInputs,
  ...dataExposureInputs,
];

export const inputsOf = (category: Category) => hostileInputs.filter((row) => row.category === category);

export const countsByCategory = () => CATEGORIES.map((category) => ({ category, inputs: inputsOf(category).length }));
