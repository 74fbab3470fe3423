export async function p5() { return []; }
