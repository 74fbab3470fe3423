export async function p4() { return []; } export async function seedBigFolder() {}
