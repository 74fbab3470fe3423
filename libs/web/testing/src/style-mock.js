// Global stylesheets (Mantine's styles.css) have no meaning in jsdom.
module.exports = {};
