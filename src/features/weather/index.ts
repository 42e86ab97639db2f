/** The weather feature's public API, for Main: the regions' weather and its rotating line. */
export { weatherQuery, type WeatherItem } from "./api";
export { default as WeatherRotator, type WeatherRotatorProps } from "./components/WeatherRotator";
