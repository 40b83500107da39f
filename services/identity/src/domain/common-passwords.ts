import { InputError } from '@easel/service-kit';
import { dictionary } from '@zxcvbn-ts/language-common';

const TOO_COMMON = 'This password is too common, please choose another';

// The 49,233 passwords most often found in breaches (zxcvbn's list): the first ones an attacker tries (ASVS 6.2.4).
let common: Set<string> | undefined;

/** Refuses a password from the list, whatever its letter case: "Password1" is guessed as soon as "password1". */
export function refuseCommonPassword(password: string): void {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  if (common.has(password.toLowerCase())) throw new InputError(TOO_COMMON);
}
