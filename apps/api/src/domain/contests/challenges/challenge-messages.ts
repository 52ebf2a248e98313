// What a challenge's refusals say to players, beside the contract's own (CHALLENGE_*_MESSAGE).
export const CHALLENGE_NOT_FOUND_MESSAGE = 'Challenge not found';
export const CHALLENGE_LINK_INVALID_MESSAGE = 'This challenge link is not valid';
export const CHALLENGE_NOT_ACCEPTED_MESSAGE = 'Your friend has not accepted this challenge yet.';
export const CHALLENGE_OVER_MESSAGE = 'This challenge is over.';
