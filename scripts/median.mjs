/** The middle value of `values` (the upper one of an even count), as the bench reports medians. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
