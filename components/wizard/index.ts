export { GeneratorWizard, type GeneratorWizardProps } from './generator-wizard';
