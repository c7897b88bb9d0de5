// The wizard's notice that its first step may show (with the wizard's first load), written once: those of
// the later steps are with their validation (./validation.ts), a link's with its reader (./link-model.ts).

export const NO_FRAMEWORK = 'Please select a base framework to continue';
