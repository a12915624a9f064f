export { apiGet, apiPost, dataOf, request, rowsOf, type RequestOptions } from './client';
export { ApiError, isApiError, isTransportFailure, type ApiErrorKind } from './api-error';
export { apiEvents, connectApiEvents } from './api-events';
export { apiBaseUrl, chooseLine, lineStore, rememberLines, type Line } from './lines';
