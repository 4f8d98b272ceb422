/**
 * The logging services and jobs use, so they depend on no web framework: the
 * app hands them its pino logger (app.log, request.log), which fits this shape.
 */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
