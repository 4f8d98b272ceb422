/** Stored with every result so scans made by older analyser versions can be told apart. */
export const ANALYSER_NAME = 'pawsmile-colour';
export const ANALYSER_VERSION = '4.0.0';
