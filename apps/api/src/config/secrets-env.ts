import { SECRET_NAMES, type SecretName } from '../secrets-file.ts';
import { secretText } from './env-schema.ts';

// The secrets: required in production, generated into DATA_DIR elsewhere (secrets-file.ts).

export const SECRET_MIN_LENGTH = 32;

export const SECRETS_ENV = Object.fromEntries(
  SECRET_NAMES.map((name) => [name, secretText(SECRET_MIN_LENGTH)]),
) as Record<SecretName, ReturnType<typeof secretText>>;
